"""The benchmark's parts; meson-aux/bench is its entry point and lists them. Each file's
docstring says how its part measures."""
