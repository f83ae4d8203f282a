// GIO alone (the session bus), for the `sandglass` command: no GTK to load for a command.
#include <gio/gio.h>
