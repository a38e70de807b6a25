// What kata does before any of its code, or the Swift runtime's, runs: StackLimit.c checks the
// stack limit in a constructor. Nothing to call: the constructor runs as the process starts.
#ifndef KATA_START_H
#define KATA_START_H
#endif
