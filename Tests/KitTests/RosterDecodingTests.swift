import RosterFiles
import Testing

/// A roster's records, decoded: a field given twice is refused wherever it comes in the
/// record, not only once every field has been seen.
@Suite("Roster files: a field given twice is refused", .timeLimit(.minutes(1)))
struct RosterDecodingTests {
  @Test(
    "a field given twice fails, before the other fields as after them",
    arguments: [
      (#"[{"firstName": "A", "firstName": "B", "lastName": "C", "score": 1}]"#, "firstName"),
      (#"[{"lastName": "C", "lastName": "D", "score": 1, "firstName": "A"}]"#, "lastName"),
      (#"[{"firstName": "A", "lastName": "C", "score": 1, "score": 2}]"#, "score"),
    ])
  func fieldGivenTwice(roster: String, field: String) {
    #expect(throws: RosterFileError.badRecord(1, "\"\(field)\" appears twice")) {
      try JSONRosterRepository.decode(Array(roster.utf8))
    }
  }
}
