/// A subclass the kit makes of a lesson's view, only to note what crosses it as the driver
/// drives the screen. It is the lesson's view all the same: tables and diagrams name it by the
/// lesson's class it subclasses, which is what a student reads in the lesson.
public protocol DrivenLessonView: AnyObject {}
