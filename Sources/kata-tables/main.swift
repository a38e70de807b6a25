import Foundation
import LessonTables

// `swift run kata-tables`: writes the tables the pages keep between markers (the reading maps,
// the comparison, the testing page) and the kit's list of lessons, from the lessons' manifest and
// the files. `--check` writes nothing and fails, naming each stale file, when one would change.
// Either way, a lesson whose Architecture is not declared yet, or whose page lacks a drawing kata
// makes (who holds whom, the two message flows), is named, and fails it.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments == [] || arguments == ["--check"] else {
  // A mistyped `--check` must not write the pages it meant to check.
  FileHandle.standardError.write(
    Data(
      "kata-tables: unknown argument '\(arguments.joined(separator: " "))'\nUsage: kata-tables [--check]\n"
        .utf8))
  exit(64)
}
let check = arguments == ["--check"]
do {
  let tables = PageTables(root: root)
  let undrawn = tables.missingArchitectures() + tables.missingDrawings()
  for missing in undrawn { FileHandle.standardError.write(Data("kata-tables: \(missing)\n".utf8)) }
  if check {
    let stale = try tables.stale().map(\.page)
    for page in stale { FileHandle.standardError.write(Data("kata-tables: \(page) is stale\n".utf8)) }
    if !stale.isEmpty {
      FileHandle.standardError.write(Data("kata-tables: run `swift run kata-tables` to write it\n".utf8))
    }
    if !stale.isEmpty || !undrawn.isEmpty { exit(1) }
  } else {
    // The list first: a table's error (a suite not written yet) must not keep the lesson from running.
    for file in try tables.writeLessonList() { print("wrote \(file)") }
    for page in try tables.writeTables() { print("wrote \(page)") }
    if !undrawn.isEmpty { exit(1) }
  }
} catch {
  FileHandle.standardError.write(Data("kata-tables: \(error)\n".utf8))
  exit(1)
}
