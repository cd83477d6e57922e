// c99
// checks: the null directive (# alone), # with a comment, spaces and tabs around # and before the directive name
#include <stdio.h>
#
  #
# /* a comment after the null directive */
  #  define   SPACED   5
	#	define	TABBED	6
# if SPACED == 5
#  define BOTH (SPACED + TABBED)
# endif

int main(void)
{
#
    printf("%d %d %d\n", SPACED, TABBED, BOTH);
    return 0;
}
