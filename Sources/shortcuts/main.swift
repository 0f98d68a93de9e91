import ShortcutKit
import SampleApps
