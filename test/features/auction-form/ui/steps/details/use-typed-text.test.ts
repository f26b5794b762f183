import { act, renderHook } from '@testing-library/react';
import { parseDecimal } from '@/core/validation/parse-decimal';
import { useTypedText } from '@/features/auction-form/ui/steps/details/use-typed-text';

const showNumber = (value: number | null) => (value === null ? '' : String(value));

function numberField(initial: number | null) {
  return renderHook(({ stored }) => useTypedText(stored, showNumber, parseDecimal), {
    initialProps: { stored: initial },
  });
}

describe('useTypedText: what a field shows while the store takes the keystroke after the paint', () => {
  it('shows the stored value until something is typed', () => {
    const { result } = numberField(12);
    expect(result.current[0]).toBe('12');
  });

  it('shows the typed text while the store still holds the value it was typed over', () => {
    const { result } = numberField(12);
    act(() => result.current[1]('125'));
    expect(result.current[0]).toBe('125');
  });

  it('keeps the text as typed once the store holds what it means ("7.50" is 7.5)', () => {
    const { result, rerender } = numberField(7);
    act(() => result.current[1]('7.50'));
    rerender({ stored: 7.5 });
    expect(result.current[0]).toBe('7.50');
  });

  it('shows a stored value that moved for another reason (a suggestion, a reset)', () => {
    const { result, rerender } = numberField(12);
    act(() => result.current[1]('125'));
    rerender({ stored: 125 });
    rerender({ stored: 200 });
    expect(result.current[0]).toBe('200');
    rerender({ stored: null });
    expect(result.current[0]).toBe('');
  });

  it('a value moved before the keystroke was applied is shown, and typing goes on from it', () => {
    const { result, rerender } = numberField(12);
    act(() => result.current[1]('125'));
    rerender({ stored: 80 });
    expect(result.current[0]).toBe('80');
    act(() => result.current[1]('805'));
    expect(result.current[0]).toBe('805');
    rerender({ stored: 805 });
    expect(result.current[0]).toBe('805');
  });
});
