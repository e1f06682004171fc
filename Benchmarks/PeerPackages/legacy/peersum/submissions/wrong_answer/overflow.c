#include <stdio.h>
int main(void){int n,s=0,x;if(scanf("%d",&n)!=1)return 1;for(int i=0;i<n;i++){if(scanf("%d",&x)!=1)return 1;s+=x;}printf("%d\n",s);return 0;}
