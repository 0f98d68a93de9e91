import SampleApps
import ShortcutsCLI

/// The `shortcuts` tool on the three sample apps.
await ShortcutsTool.main(apps: SampleApps.all)
