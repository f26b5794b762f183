import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from '../state/store';
import type { RootState } from '../state/root-reducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
