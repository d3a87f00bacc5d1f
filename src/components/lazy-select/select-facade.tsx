import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariants from 'antd/es/form/hooks/useVariants';
import useStyle from 'antd/es/select/style';
import {
  useContext,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';

import { useClearLabel } from '../clear-button';

import type { SelectProps } from 'antd';

/** The props a closed Select draws from; the rest only matter once it opens or is used. */
export type DrawnSelectProps = Pick<
  SelectProps<string>,
  | 'value'
  | 'options'
  | 'placeholder'
  | 'showSearch'
  | 'allowClear'
  | 'disabled'
  | 'loading'
  | 'status'
  | 'size'
  | 'variant'
  | 'id'
  | 'autoFocus'
  | 'className'
  | 'style'
  | 'title'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-required'
  | 'aria-invalid'
>;

export interface FacadeHandlers {
  /** The pointer is over the field: a good moment to start loading. */
  onPointerEnter: (event: PointerEvent<HTMLDivElement>) => void;
  /** Pressed on the field: the member wants it open. */
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Text typed into a searchable field before the Select arrived. */
  onType: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The clear button, when the field has a value. */
  onClear: () => void;
}

interface SelectFacadeProps extends DrawnSelectProps, FacadeHandlers {
  /** The input's id, which the Select that replaces the drawing keeps. */
  id: string;
  /** What was typed so far (searchable fields only). */
  typed: string;
  inputRef?: Ref<HTMLInputElement>;
  rootRef?: Ref<HTMLDivElement>;
}

type Option = NonNullable<SelectProps<string>['options']>[number];

function findOption(options: readonly Option[] | undefined, value: unknown): Option | undefined {
  for (const option of options ?? []) {
    if ('options' in option && Array.isArray(option.options)) {
      const inner = findOption(option.options as Option[], value);
      if (inner) return inner;
    } else if (option.value === value) {
      return option;
    }
  }
  return undefined;
}

const titleOf = (label: ReactNode) =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;

/**
 * A closed antd Select drawn without the Select's code: the same elements, classes and style sheet
 * (antd's own style hook and contexts: size, variant, status, disabled, form item), so the real
 * Select takes its place without a visible change. It cannot open: it reports what the member does
 * so the real Select can be loaded, and opened or focused where the member left off.
 * `select-facade.test.tsx` holds its markup to the real closed Select's.
 */
export function SelectFacade({ inputRef, rootRef, ...props }: SelectFacadeProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const clearLabel = useClearLabel();
  const prefixCls = getPrefixCls('select');
  const [variant, enableVariantCls] = useVariants('select', props.variant);
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const formItem = useContext(FormItemInputContext);
  const status = getMergedStatus(formItem.status, props.status);
  const size = useSize((context) => props.size ?? context);
  const contextDisabled = useContext(DisabledContext);
  const disabled = props.disabled ?? contextDisabled;

  const searchable = Boolean(props.showSearch);
  const option = props.value == null ? undefined : findOption(props.options, props.value);
  const label: ReactNode = option ? option.label : props.value;
  const hasValue = props.value != null && titleOf(label)?.trim() !== '';
  const title = props.title ?? (option?.title as string | undefined) ?? titleOf(label);
  const clearable =
    Boolean(props.allowClear) && !disabled && (props.value != null || !!props.typed);

  const className = [
    prefixCls,
    size === 'large' && `${prefixCls}-lg`,
    size === 'small' && `${prefixCls}-sm`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    enableVariantCls && `${prefixCls}-${variant}`,
    formItem.isFormItemInput && `${prefixCls}-in-form-item`,
    getStatusClassNames(prefixCls, status, formItem.hasFeedback),
    props.className,
    cssVarCls,
    rootCls,
    hashId,
    `${prefixCls}-single`,
    clearable && `${prefixCls}-allow-clear`,
    `${prefixCls}-show-arrow`,
    disabled && `${prefixCls}-disabled`,
    props.loading && `${prefixCls}-loading`,
    searchable && `${prefixCls}-show-search`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={rootRef}
      className={className}
      style={props.style}
      title={props.title}
      onPointerEnter={disabled ? undefined : props.onPointerEnter}
      onPointerDown={disabled ? undefined : props.onPointerDown}
    >
      <div
        className={[
          `${prefixCls}-content`,
          hasValue && `${prefixCls}-content-has-value`,
          props.typed && `${prefixCls}-content-has-search-value`,
        ]
          .filter(Boolean)
          .join(' ')}
        title={title}
      >
        {props.value == null ? (
          <div
            className={`${prefixCls}-placeholder`}
            style={props.typed ? { visibility: 'hidden' } : undefined}
          >
            {props.placeholder}
          </div>
        ) : (
          label
        )}
        <input
          ref={inputRef}
          id={props.id}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the Select would take it
          autoFocus={props.autoFocus}
          type="text"
          readOnly={!searchable}
          autoComplete="new-password"
          className={`${prefixCls}-input`}
          disabled={disabled}
          value={props.typed}
          // antd's closed Select controls no list yet: it has none until it opens.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={props['aria-describedby']}
          aria-required={props['aria-required']}
          aria-invalid={props['aria-invalid']}
          onChange={props.onType}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
          onKeyDown={props.onKeyDown}
        />
      </div>
      <div
        className={[`${prefixCls}-suffix`, props.loading && `${prefixCls}-suffix-loading`]
          .filter(Boolean)
          .join(' ')}
      >
        {props.loading ? <LoadingOutlined spin /> : <DownOutlined />}
        {formItem.hasFeedback && formItem.feedbackIcon}
      </div>
      {clearable && (
        <button
          type="button"
          aria-label={clearLabel}
          className={`${prefixCls}-clear`}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={props.onClear}
        >
          <CloseCircleFilled />
        </button>
      )}
    </div>
  );
}
