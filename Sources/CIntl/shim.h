// The C library's gettext (part of glibc: nothing to link). Swift's Glibc module leaves libintl.h out.
#include <libintl.h>
