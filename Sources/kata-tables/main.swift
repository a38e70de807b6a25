import Foundation
import LessonTables

// `swift run kata-tables`: writes the tables the pages keep between markers (the reading maps,
// the comparison, the testing page) from the lessons' manifest and the files. `--check` writes
// nothing and fails, naming each stale page, when one would change.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let check = CommandLine.arguments.dropFirst().contains("--check")
do {
  let tables = PageTables(root: root)
  if check {
    let stale = try tables.stale().map(\.page)
    for page in stale { FileHandle.standardError.write(Data("kata-tables: \(page) is stale\n".utf8)) }
    if !stale.isEmpty {
      FileHandle.standardError.write(Data("kata-tables: run `swift run kata-tables` to write it\n".utf8))
      exit(1)
    }
  } else {
    for page in try tables.write() { print("wrote \(page)") }
  }
} catch {
  FileHandle.standardError.write(Data("kata-tables: \(error)\n".utf8))
  exit(1)
}
