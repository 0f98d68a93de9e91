/// An intent that plays, pauses or changes audio playback: `struct PauseIntent: AudioPlaybackIntent`.
///
/// Here it runs like any intent: there is no audio session for the system to hand over.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts audio (Apple's older name, before `AudioPlaybackIntent`): runs
/// like any intent.
public protocol AudioStartingIntent: SystemIntent {}
