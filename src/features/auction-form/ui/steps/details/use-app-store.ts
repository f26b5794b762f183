import { useStore } from 'react-redux';
import type { AppStore } from '@/features/auction-form/state/store/store';

/** The store itself, for handlers that read the state at the moment they run (no subscription). */
export const useAppStore = useStore.withTypes<AppStore>();
