import Foundation

/// How a value appears to the user: title, subtitle, image, and synonyms it also answers to.
///
///     DisplayRepresentation(title: "Want to Read", synonyms: ["To Read"])
///
/// The image is made only when read: matching needs titles, subtitles and synonyms, and an
/// image loaded from a file or the network (which may fail) is never loaded for it.
public struct DisplayRepresentation: @unchecked Sendable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    /// Other names for the value: "Pie" and "Za" for "Pizza".
    public var synonyms: [LocalizedStringResource]
    /// Makes the image; called only when `image` is read. (Never mutated after `init`
    /// except through `image`'s setter, which replaces it: safe to share.)
    private var makeImage: () -> Image?

    /// The image beside the title, made when read.
    public var image: Image? {
        get { makeImage() }
        set { makeImage = { newValue } }
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                image: @autoclosure @escaping () -> Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.makeImage = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }

    /// An image beside the title.
    public struct Image: Hashable, Sendable {
        public var systemName: String?
        public var named: String?
        public var url: URL?
        public var data: Data?
        public var isTemplate: Bool

        public init(systemName: String, isTemplate: Bool = false) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }

        public init(named name: String, isTemplate: Bool = false) {
            self.named = name
            self.isTemplate = isTemplate
        }

        public init(url: URL, isTemplate: Bool = false) {
            self.url = url
            self.isTemplate = isTemplate
        }

        public init(data: Data, isTemplate: Bool = false) {
            self.data = data
            self.isTemplate = isTemplate
        }

        /// How the image is drawn (in a circle, or as given). Kept, never drawn here.
        public var displayStyle: DisplayStyle = .default

        public init(named name: String, isTemplate: Bool = false, displayStyle: DisplayStyle) {
            self.init(named: name, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        public init(url: URL, isTemplate: Bool = false, displayStyle: DisplayStyle) {
            self.init(url: url, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        public init(data: Data, isTemplate: Bool = false, displayStyle: DisplayStyle) {
            self.init(data: data, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// The style an image (not a symbol) is drawn with: `.default` or `.circular`.
        public struct DisplayStyle: Hashable, Sendable {
            let name: String
            public static var `default`: DisplayStyle { DisplayStyle(name: "default") }
            public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
        }
    }
}

/// How a type is named to the user: "Shelf", with synonyms and a count format.
///
///     TypeDisplayRepresentation(name: "Trail", synonyms: ["Path"])
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// A type whose instances have a display representation; described by its title.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// The instance described by its display representation's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type with a display name whose instances have a display representation (an entity).
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a display name.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// An enum whose cases each have a display representation.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// Both: the type and each case have a display representation.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
