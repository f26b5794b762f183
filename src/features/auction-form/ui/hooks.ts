import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from '../state/types';
import type { RootState } from '../state/root-state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
