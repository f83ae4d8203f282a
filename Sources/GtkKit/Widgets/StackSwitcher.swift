import CGtk

/// The row of linked toggle buttons that picks a Stack's page (the header bar's mode switcher).
@MainActor
public final class StackSwitcher: Widget {
    public init(stack: Stack) {
        super.init(gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(opaque(pointer), opaque(stack.pointer))
    }
}
