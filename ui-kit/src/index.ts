// The shared UI kit of both apps: theme tokens, breakpoints, the react-aria-components wrappers and the React
// bindings of the core. Of ours it imports only @ictm/core (never the server). Importing it does nothing else: each
// app installs the global styles itself (`import "@ictm/ui-kit/theme/global.css.ts"` in its main.tsx), so the bundler
// may read this barrel as side-effect free and place each component with the routes that use it (issue 17).

export { vars } from "./theme/tokens.css.ts";
export { breakpoints, media, reducedMotion, type Breakpoint } from "./theme/breakpoints.ts";
export { visuallyHidden } from "./theme/utilities.css.ts";
export { contrastRatio } from "./theme/palette.ts";
export { chartColor, chartColors } from "./theme/chart-colors.ts";
export { cx } from "./cx.ts";

export { AccountMenu, type AccountMenuProps, type MenuAction } from "./components/Menu.tsx";
export { Avatar, initials } from "./components/Avatar.tsx";
export { Badge, type BadgeProps, type BadgeTone } from "./components/Badge.tsx";
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from "./components/Button.tsx";
export { Card, CardTitle, type CardProps } from "./components/Card.tsx";
export { Checkbox, type CheckboxProps } from "./components/Checkbox.tsx";
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from "./components/CheckboxGroup.tsx";
export { NumberField, type NumberFieldProps } from "./components/NumberField.tsx";
export { PopoverButton, type PopoverButtonProps } from "./components/PopoverButton.tsx";
export { ConfirmDialog, type ConfirmDialogProps } from "./components/ConfirmDialog.tsx";
export { ImageCropDialog, isSquareImage, type ImageCropDialogProps } from "./components/ImageCropDialog.tsx";
// The date fields load their code with the first one a page shows (DateFields.tsx).
export { DatePicker, DateRangeField } from "./components/DateFields.tsx";
export { type DatePickerProps } from "./components/DatePicker.tsx";
export { toCalendarDate } from "./components/calendar-date.ts";
export { MonthField, monthParts, monthValue, type MonthFieldProps } from "./components/MonthField.tsx";
export { type DateRange, type DateRangeFieldProps } from "./components/DateRangeField.tsx";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState.tsx";
export { FileDropZone, type FileDropZoneProps, type PickedFile } from "./components/FileDropZone.tsx";
export { Form, FormActions, FormNote, type FormProps } from "./components/Form.tsx";
export { FormDialog, FormDialogActions, type FormDialogProps } from "./components/FormDialog.tsx";
export {
  createLeaveGuard,
  LEAVE_CONFIRMATION,
  LeaveConfirmationProvider,
  useLeaveConfirmation,
  useLeaveGuard,
  useLeaveWithoutAsking,
  type AroundNav,
  type LeaveGuard,
} from "./components/LeaveConfirmation.tsx";
export { SAVE_CONFIRMATION, SaveConfirmationDialog, type SaveConfirmationDialogProps } from "./components/SaveConfirmationDialog.tsx";
export { Link, type LinkProps } from "./components/Link.tsx";
export { Container, PageFrame, PageHeader, type ContainerProps, type PageFrameProps } from "./components/PageFrame.tsx";
export { ListDetailLayout, type ListDetailLayoutProps } from "./components/ListDetailLayout.tsx";
export { Pager, type PagerProps } from "./components/Pager.tsx";
export { ProgressBar, type ProgressBarProps } from "./components/ProgressBar.tsx";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./components/RadioGroup.tsx";
export { ResultItem, ResultList, type ResultItemProps, type ResultListProps } from "./components/ResultList.tsx";
export { RepeatableList, repeatableWide, type RepeatableListProps } from "./components/RepeatableList.tsx";
export { SearchBar, type SearchBarProps } from "./components/SearchBar.tsx";
export { SectionNav, type SectionNavItem, type SectionNavProps } from "./components/SectionNav.tsx";
export { StepNav, type StepNavItem, type StepNavProps, type StepTone } from "./components/StepNav.tsx";
export {
  Brand,
  BrandMark,
  HeaderNav,
  MainNav,
  SiteHeader,
  TopBar,
  type BrandProps,
  type MainNavItem,
  type SiteHeaderProps,
  type TopBarProps,
} from "./components/SiteHeader.tsx";
export { Skeleton, SkeletonGroup, type SkeletonProps } from "./components/Skeleton.tsx";
export { Select, type SelectOption, type SelectProps } from "./components/Select.tsx";
export { Spinner } from "./components/Spinner.tsx";
export { Switch, type SwitchProps } from "./components/Switch.tsx";
export { Tab, TabList, TabPanel, Tabs, type TabsProps } from "./components/Tabs.tsx";
export { TagChips, type TagChipsProps } from "./components/TagChips.tsx";
export { TagField, type TagFieldProps } from "./components/TagField.tsx";
export { TextDivider } from "./components/Divider.tsx";
export { TextArea, TextField, type TextFieldProps } from "./components/TextField.tsx";
export { TextDialog, type TextDialogProps } from "./components/TextDialog.tsx";
export { Toasts, type ToastsProps } from "./toasts/Toasts.tsx";
export {
  createToastDebounce,
  DANGER_TOAST_DEBOUNCE_MS,
  type Schedule,
  type ToastDebounce,
  type ToastItem,
  type ToastTone,
} from "./toasts/toast-debounce.ts";
export { sameValues, useFormFields, type FieldBinding, type FormFields, type TextKeys, type ValueBinding } from "./forms/use-form-fields.ts";
export { visibleError, withoutField, type FieldMessages } from "./forms/field-errors.ts";
export { addTags, splitTyped, type TagsAdded } from "./forms/tag-text.ts";
export { formatFileSize } from "./files/file-size.ts";
export { useObjectUrl } from "./files/use-object-url.ts";
export { saveFile } from "./files/save-file.ts";
export { LinkRouter, useDocumentTitle, type LinkRouterProps } from "./components/Routing.tsx";
export { lazyPart, preloadFirstRoute, QuietLoading, type LazyPart } from "./components/LazyPart.tsx";
export { usePreloadNextStep } from "./components/preload.ts";

// Browser glue every app needs at start (generic: no knowledge of the core or the API).
export { browserKeyValueStore, documentCookieJar, memoryKeyValueStore, type CookieJar, type KeyValueStore } from "./browser/storage.ts";
export { createServiceContext, type ServiceContext } from "./browser/service-context.tsx";
export { APP_LOCALE, renderApp } from "./browser/render-app.tsx";
export { readMeta } from "./browser/page-meta.ts";
export { useHistoryTraversals } from "./browser/history-traversals.ts";
export { useElementWidth } from "./browser/use-element-width.ts";
export { loadScriptOnce } from "./browser/load-script.ts";

// The React bindings of the core both apps share: the provider, toasts, loaded stores, the save of a form.
export { CoreProvider, useCore } from "./core/core-context.tsx";
export { ToastsFromCore } from "./core/ToastsFromCore.tsx";
export { shouldAsk, useLoadedStore, type LoadedStoreName, type LoadedStoreOptions, type StoreQuery } from "./core/use-loaded-store.ts";
export { AreaSkeleton, Loaded, type LoadedProps } from "./core/Loaded.tsx";
export { useSaveForm, type SaveForm, type SaveFormOptions } from "./core/use-save-form.ts";
export { startUpLoad, type StartUpLoad } from "./core/start-up-load.ts";

// The kanban board: drag, keyboard and menu moves, announced, shown at once and rolled back when refused.
export { KanbanBoard, type CardMove, type ColumnHeaderLink, type KanbanBoardProps, type KanbanCard, type KanbanColumn } from "./components/KanbanBoard.tsx";
// A permit section read, not edited, from core's descriptors (portal's read-only application, back-office panel).
export { ReadOnlyFields, type ReadOnlyContext } from "./permits/ReadOnlyFields.tsx";

// The open pages both apps share (sign-in, sign-up, forgotten and reset password): the layout, the outcome icons, the
// new-password fields and the two password screens. Their styles: "@ictm/ui-kit/auth/auth.css.ts".
export { AuthLayout, type AuthLayoutProps } from "./auth/AuthLayout.tsx";
export { CheckCircleIcon, LinkBrokenIcon, MailIcon, OutcomeIcon, type OutcomeTone } from "./auth/outcome-icons.tsx";
export { NewPasswordFields } from "./auth/NewPasswordFields.tsx";
export { ForgotPasswordForm, type ForgotPasswordFormProps } from "./auth/ForgotPasswordForm.tsx";
export { ResetPasswordForm, type ResetPasswordFormProps } from "./auth/ResetPasswordForm.tsx";
