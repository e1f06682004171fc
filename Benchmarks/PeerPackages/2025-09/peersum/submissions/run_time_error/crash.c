#include <stdio.h>
#include <stdlib.h>
int main(void){int n;if(scanf("%d",&n)!=1)return 1;if(n>5)abort();long long s=0,x;for(int i=0;i<n;i++){if(scanf("%lld",&x)!=1)return 1;s+=x;}printf("%lld\n",s);return 0;}
