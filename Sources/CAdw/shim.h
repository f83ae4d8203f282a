// libadwaita 1.2 (Debian 12's libadwaita-1-dev): the adaptive header bar, view stack and
// switchers, toasts, status pages, about window and style manager. GtkKit wraps it.
#ifndef SANDGLASS_CADW_SHIM_H
#define SANDGLASS_CADW_SHIM_H

#include <adwaita.h>

#endif
