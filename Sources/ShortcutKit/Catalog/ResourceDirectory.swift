import Foundation

/// Where a folder that ships beside a package's sources — `phrases/`, `corpus/` — is at run
/// time, on a fresh clone as in an installed tool: an environment variable names it, else it
/// sits at the root of the package whose source file asks (found from `#filePath`), else in
/// the current directory.
///
///     let phrases = ResourceDirectory.find("phrases", environmentVariable: "SHORTCUTS_PHRASES_DIR")
///     // "/src/ShortcutKit/phrases"
package enum ResourceDirectory {
    /// The places looked in, in order: `$environmentVariable`, then `<package>/name` for
    /// the package holding `filePath` (the caller's source file by default), then
    /// `<current directory>/name` — or the current directory before the package when
    /// `currentDirectoryFirst`.
    package static func candidates(_ name: String, environmentVariable: String, currentDirectoryFirst: Bool = false,
                                  filePath: String = #filePath) -> [String] {
        var places: [String] = []
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty { places.append(override) }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name).path
        let package = packageRoot(of: filePath).map { $0.appendingPathComponent(name).path }
        places += currentDirectoryFirst ? [current] + [package].compactMap { $0 } : [package].compactMap { $0 } + [current]
        var seen = Set<String>()
        return places.filter { seen.insert($0).inserted }
    }

    /// The first of `candidates` that is a directory.
    package static func find(_ name: String, environmentVariable: String, currentDirectoryFirst: Bool = false,
                            filePath: String = #filePath) -> String? {
        candidates(name, environmentVariable: environmentVariable, currentDirectoryFirst: currentDirectoryFirst, filePath: filePath)
            .first { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
    }

    /// The nearest folder above `filePath` that holds a `Package.swift`.
    static func packageRoot(of filePath: String) -> URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
