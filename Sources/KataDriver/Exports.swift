// What an architecture imports to be driven. `import KataDriver` brings with it the trace its
// screens record into (KataTracing) and the words its pattern's rules are written in
// (KataShape): a student's module, the workbench and the solutions import the driver alone.
@_exported import KataShape
@_exported import KataTracing
