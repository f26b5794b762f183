import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../state/store/root-state';
import type { AppDispatch } from '../state/store/types';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
