/** React view of the sound module's mute state (issue 31 "Sound"). */
import { useSyncExternalStore } from 'react';
import { isMuted, onMutedChange } from './sound.ts';

/** True while sound is off; re-renders on every change. */
export const useMuted = (): boolean => useSyncExternalStore(onMutedChange, isMuted, () => false);
