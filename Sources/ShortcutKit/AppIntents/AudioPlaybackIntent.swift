/// An intent that plays, pauses or changes audio playback: `struct PauseIntent: AudioPlaybackIntent`.
///
/// Here it runs like any intent: there is no audio session for the system to hand over.
public protocol AudioPlaybackIntent: AppIntent {}
