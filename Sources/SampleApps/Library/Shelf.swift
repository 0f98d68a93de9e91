import ShortcutKit

/// The tabs of the Library app: the books being read, to read, and read.
enum Shelf: String, Sendable, CaseIterable {
    case currentlyReading
    case wantToRead
    case read
}

extension Shelf: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Shelf", numericFormat: "\(placeholder: .int) shelves", synonyms: ["Tab", "List"])

    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        .currentlyReading: DisplayRepresentation(title: "Currently Reading", image: .init(systemName: "book"),
                                                 synonyms: ["Reading Now", "In Progress"]),
        .wantToRead: DisplayRepresentation(title: "Want to Read", image: .init(systemName: "bookmark"),
                                           synonyms: ["To Read", "Reading List"]),
        .read: DisplayRepresentation(title: "Read", image: .init(systemName: "checkmark.circle"),
                                     synonyms: ["Finished", "Already Read"]),
    ]
}
