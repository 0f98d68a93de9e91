import SampleApps
import ShortcutKit
import ShortcutsCLI

// The main actor and the shared pool run on ShortcutKit's executors, before anything runs
// there: a sample intent's mistake on the main actor or in a `Task {}` stops only its run.
ShortcutKitExecutors.install()

/// The `shortcuts` tool on the three sample apps.
await ShortcutsTool.main(apps: SampleApps.all)
