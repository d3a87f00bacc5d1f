import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { toastError } from '@/lib/request';

import { useAllowClear } from '../clear-button';
import { SelectFacade, type DrawnSelectProps } from './select-facade';
import { loadedSelect, loadSelect, onSelectLoaded } from './select-loader';

import type { BaseSelectRef } from '@rc-component/select';
import type { SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

/** Props that change a closed Select's look in ways the facade does not draw. */
const UNDRAWN = [
  'mode',
  'labelRender',
  'prefix',
  'suffixIcon',
  'tagRender',
  'children',
  'classNames',
  'styles',
  'fieldNames',
  'labelInValue',
  'open',
  'defaultValue',
  'optionLabelProp',
  'rootClassName',
  'prefixCls',
] as const;

/** Keys that open a closed Select (its other keys type into the search or move the focus). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** What the member did to the facade, done again to the Select that replaces it. */
interface Intent {
  focused: boolean;
  open: boolean;
}

export type LazySelectProps<
  V,
  O extends BaseOptionType | DefaultOptionType = DefaultOptionType,
> = SelectProps<V, O> & { ref?: Ref<BaseSelectRef> };

/** Puts text into an input as if typed, so React and the Select see an ordinary input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * antd's Select, whose code (about 30 KB compressed: the drop-down, its virtual list and
 * positioning) loads when the member first reaches for a select (pointer over it, a press, focus),
 * not with the page. Until then a facade draws the closed Select exactly; the Select then takes its
 * place, focused and open if the member had focused or pressed the facade, with anything typed
 * meanwhile in its search. Once loaded, every LazySelect renders the Select at once. A load that
 * fails after a press says so and loads again at the next one.
 */
export function LazySelect<
  V = string,
  O extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>({ ref, ...props }: LazySelectProps<V, O>) {
  const Select = useSyncExternalStore(onSelectLoaded, loadedSelect, loadedSelect);
  const [intent, setIntent] = useState<Intent>({ focused: false, open: false });
  const [typed, setTyped] = useState('');
  const selectRef = useRef<BaseSelectRef>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const drawable = UNDRAWN.every((key) => props[key] === undefined);
  // The facade and the Select share an id, so a label (or a test) finds the one that is there.
  const ownId = useId();
  const id = props.id ?? ownId;
  const allowClear = useAllowClear(props.allowClear);

  useImperativeHandle(
    ref,
    () => ({
      focus: (options?: FocusOptions) =>
        selectRef.current ? selectRef.current.focus(options) : inputRef.current?.focus(options),
      blur: () => (selectRef.current ? selectRef.current.blur() : inputRef.current?.blur()),
      scrollTo: (arg) => selectRef.current?.scrollTo(arg),
      get nativeElement() {
        return (selectRef.current?.nativeElement ?? rootRef.current) as HTMLElement;
      },
    }),
    [],
  );

  const load = (wanted: boolean) => {
    loadSelect().catch((error: unknown) => {
      console.error('[chunk] the select failed to load', error);
      if (wanted) toastError({ id: 'common.fieldFailed' });
    });
  };

  useEffect(() => {
    if (!drawable) load(false);
  }, [drawable]);

  // What was typed while the Select loaded goes into its search, as the member typed it.
  const replayed = useRef(false);
  useEffect(() => {
    if (!Select || !typed || replayed.current) return;
    replayed.current = true;
    const input = selectRef.current?.nativeElement?.querySelector('input');
    if (input) typeInto(input, typed);
  }, [Select, typed]);

  if (Select) {
    return (
      // antd's Select, one value for the life of the page once loaded: not a component made here.
      // eslint-disable-next-line react-hooks/static-components
      <Select<V, O>
        ref={selectRef}
        {...props}
        allowClear={allowClear}
        id={id}
        // The Select takes the focus where the facade had it, or where it was asked to.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.autoFocus || intent.focused}
        defaultOpen={props.defaultOpen || (intent.open && !typed)}
      />
    );
  }

  const want = (next: Partial<Intent>) => {
    setIntent((current) => ({ ...current, ...next }));
    load(next.open === true);
  };
  const drawn = props as DrawnSelectProps;
  return (
    <SelectFacade
      {...drawn}
      id={id}
      value={props.value as DrawnSelectProps['value']}
      options={props.options as DrawnSelectProps['options']}
      typed={typed}
      inputRef={inputRef}
      rootRef={rootRef}
      onPointerEnter={(event) => {
        load(false);
        props.onMouseEnter?.(event);
      }}
      onPointerDown={(event) => {
        if (event.target !== inputRef.current) event.preventDefault();
        inputRef.current?.focus();
        want({ focused: true, open: true });
      }}
      onFocus={(event) => {
        want({ focused: true });
        props.onFocus?.(event as FocusEvent<HTMLElement>);
      }}
      onBlur={(event) => {
        // Leaving the field drops its search, as the Select does on blur.
        setIntent({ focused: false, open: false });
        setTyped('');
        props.onBlur?.(event as FocusEvent<HTMLElement>);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape') setIntent((current) => ({ ...current, open: false }));
        if (!OPEN_KEYS.has(event.key) || (event.key === ' ' && props.showSearch)) return;
        event.preventDefault();
        want({ focused: true, open: true });
      }}
      onType={(event) => {
        setTyped(event.target.value);
        want({ focused: true, open: true });
      }}
      onClear={() => {
        props.onClear?.();
        (props.onChange as ((value: undefined, option: undefined) => void) | undefined)?.(
          undefined,
          undefined,
        );
      }}
    />
  );
}
