import KataDriver

/// The lessons as the kit runs them. Each is declared in a file of its own here
/// (`Architecture+MVP.swift`): its screens, built through driven views that trace the lesson from
/// outside, and the roles its objects play; its name and summary are its manifest entry
/// (`Sources/LessonManifest/Lessons.swift`).
extension Architecture {
  /// The lessons, in the manifest's teaching order: MVC, MVP, MVVM, MVVM again with Swift
  /// Observation, and a store (unidirectional data flow). The registry (`Sources/KataRegistry`)
  /// puts them first among every architecture `kata` runs. Written by `swift run kata-tables`
  /// from the manifest, for each lesson whose Architecture a file here declares.
  // lessons:begin
  public static let lessons: [Architecture] = [
    .mvc,
    .mvp,
    .mvvm,
    .mvvmObservation,
    .store,
  ]
  // lessons:end
}
