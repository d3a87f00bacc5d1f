import { useLatest } from 'ahooks';
import {
  startTransition,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';

import { afterNextPaint, useOpenAfterPaint } from '@/hooks/use-open-after-paint';
import { toastError } from '@/lib/request';

import { useAllowClear } from '../clear-button';
import { pressKey, useKeysForList } from './keys-for-list';
import { SelectFacade, type DrawnSelectProps } from './select-facade';
import { loadedSelect, loadSelect, onSelectLoaded, type SelectComponent } from './select-loader';

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

/**
 * antd's Select once it has arrived for this field. The field the member is using (`wanted()`)
 * takes it at once, to open where they pressed; every other field takes it in a transition, which
 * React renders a few milliseconds at a time, so that drawing all of a page's selects anew does not
 * hold up the one being opened or the member's next press. `take()` makes this field take a
 * Select that has arrived, at once.
 */
function useArrivedSelect(wanted: () => boolean) {
  const [Select, setSelect] = useState<SelectComponent | undefined>(loadedSelect);
  const wantedNow = useLatest(wanted);
  const take = () => {
    const arrived = loadedSelect();
    if (arrived) setSelect(() => arrived);
  };
  useEffect(() => {
    const arrive = () => {
      const arrived = loadedSelect();
      if (wantedNow.current()) setSelect(() => arrived);
      else startTransition(() => setSelect(() => arrived));
    };
    // It may have arrived between the first render and this effect.
    if (loadedSelect()) arrive();
    return onSelectLoaded(arrive);
  }, [wantedNow]);
  return { Select, take };
}

type ArrivedSelectProps<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & {
  Select: SelectComponent;
  selectRef: RefObject<BaseSelectRef | null>;
};

/**
 * antd's Select, opened a frame after the member asks (useOpenAfterPaint) unless the caller holds
 * `open` itself; open at once when it arrives for a press that asked (`defaultOpen`). Keys pressed
 * for its list before the list is there reach it once it is (useKeysForList).
 */
function ArrivedSelect<V, O extends BaseOptionType | DefaultOptionType>({
  Select,
  selectRef,
  ...props
}: ArrivedSelectProps<V, O>) {
  const shown = useOpenAfterPaint(Boolean(props.defaultOpen));
  const held = props.open !== undefined;
  const open = held ? Boolean(props.open) : shown.open;
  const keys = useKeysForList(selectRef, shown, { loading: Boolean(props.loading), open });
  return (
    <Select<V, O>
      ref={selectRef}
      {...props}
      open={open}
      onOpenChange={(next) => {
        if (!held) shown.change(next);
        props.onOpenChange?.(next);
      }}
      onBlur={(event) => {
        shown.cancel();
        keys.drop();
        props.onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') shown.cancel();
        // A key given to the list is pressed again; the field's owner hears that one.
        if (keys.giveToList(event)) return;
        props.onKeyDown?.(event);
      }}
    />
  );
}

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
 * meanwhile in its search. Once loaded, the field in use renders the Select at once and the others
 * in a transition (useArrivedSelect). A load that fails after a press says so and loads again at
 * the next one.
 */
export function LazySelect<
  V = string,
  O extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>({ ref, ...props }: LazySelectProps<V, O>) {
  const [intent, setIntent] = useState<Intent>({ focused: false, open: false });
  const [typed, setTyped] = useState('');
  const { Select, take } = useArrivedSelect(() => intent.focused || intent.open || typed !== '');
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

  // What was typed while the Select loaded goes into its search, as the member typed it, and an
  // Enter pressed after it is pressed again once the list asked for is drawn (useKeysForList).
  const replayed = useRef(false);
  const enterAfterTyped = useRef(false);
  useEffect(() => {
    if (!Select || !typed || replayed.current) return;
    replayed.current = true;
    const input = selectRef.current?.nativeElement?.querySelector('input');
    if (!input) return;
    typeInto(input, typed);
    if (!enterAfterTyped.current) return;
    enterAfterTyped.current = false;
    return afterNextPaint(() => pressKey(input, 'Enter'));
  }, [Select, typed]);

  if (Select) {
    return (
      <ArrivedSelect<V, O>
        Select={Select}
        selectRef={selectRef}
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
    // Arrived while the page's fields were still taking it: this one takes it now.
    take();
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
        // A Select that has arrived replaces the drawing within this press, and the browser
        // gives the mousedown that follows to what is left where the pressed node was (the
        // field's wrapper): outside the Select, which closes and loses the focus. A pointerdown
        // whose default is prevented has no mouse events after it; the focus is given here.
        event.preventDefault();
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
        enterAfterTyped.current = false;
        props.onBlur?.(event as FocusEvent<HTMLElement>);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // Enter after a search picks from it once the Select is there; any other key drops that.
        enterAfterTyped.current = event.key === 'Enter' && typed !== '';
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
