/**
 * What an editing form is given: `onSave` with the valid values, `saving` while the call runs.
 * An `onSave` that returns the save's promise keeps the form's submit locked until it settles.
 */
export type SaveFormProps<Body> = {
  saving: boolean;
  onSave: (body: Body) => void | Promise<void>;
  onCancel: () => void;
};
