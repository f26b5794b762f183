import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { parseDecimal } from '@/core/validation/parse-decimal';
import { useTypedInput } from '@/features/auction-form/ui/steps/details/use-typed-input';

const showNumber = (value: number | null) => (value === null ? '' : String(value));

/** A number field as the details step builds one; `onType` stands for the dispatch. */
function NumberField({
  stored,
  onType,
  onRender,
}: {
  stored: number | null;
  onType(value: number | null): void;
  onRender(): void;
}) {
  onRender();
  const ref = useRef<HTMLInputElement>(null);
  const field = useTypedInput(ref, stored, showNumber, parseDecimal);
  return (
    <input
      aria-label="weight"
      ref={ref}
      defaultValue={field.defaultValue}
      onChange={(event) => {
        field.typed(event.target.value);
        onType(parseDecimal(event.target.value));
      }}
    />
  );
}

function numberField(initial: number | null) {
  const typed: (number | null)[] = [];
  let renders = 0;
  const props = (stored: number | null) => ({
    stored,
    onType: (value: number | null) => typed.push(value),
    onRender: () => {
      renders += 1;
    },
  });
  const view = render(<NumberField {...props(initial)} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'weight' });
  return {
    input,
    typed,
    renders: () => renders,
    type: (text: string) => fireEvent.change(input, { target: { value: text } }),
    storeHolds: (stored: number | null) => view.rerender(<NumberField {...props(stored)} />),
  };
}

describe('useTypedInput: a field the browser edits while the store takes the keystroke after the paint', () => {
  it('shows the stored value until something is typed', () => {
    expect(numberField(12).input.value).toBe('12');
  });

  it('a keystroke renders nothing: the browser shows it, the change is handed on', () => {
    const field = numberField(12);
    const before = field.renders();
    act(() => field.type('125'));
    expect(field.renders()).toBe(before);
    expect(field.input.value).toBe('125');
    expect(field.typed).toEqual([125]);
  });

  it('keeps the text as typed once the store holds what it means ("7.50" is 7.5)', () => {
    const field = numberField(7);
    act(() => field.type('7.50'));
    field.storeHolds(7.5);
    expect(field.input.value).toBe('7.50');
  });

  it('keeps the latest text while the store is a keystroke behind', () => {
    const field = numberField(1);
    act(() => field.type('12'));
    act(() => field.type('125'));
    field.storeHolds(12);
    expect(field.input.value).toBe('125');
    field.storeHolds(125);
    expect(field.input.value).toBe('125');
  });

  it('shows a stored value that moved for another reason (a suggestion, a reset)', () => {
    const field = numberField(12);
    act(() => field.type('125'));
    field.storeHolds(125);
    field.storeHolds(200);
    expect(field.input.value).toBe('200');
    field.storeHolds(null);
    expect(field.input.value).toBe('');
  });

  it('a value moved before the keystroke was applied is shown, and typing goes on from it', () => {
    const field = numberField(12);
    act(() => field.type('125'));
    field.storeHolds(80);
    expect(field.input.value).toBe('80');
    act(() => field.type('805'));
    expect(field.input.value).toBe('805');
    field.storeHolds(805);
    expect(field.input.value).toBe('805');
  });
});
