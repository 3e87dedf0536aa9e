/** What an editing form is given: `onSave` with the valid values, `saving` while the call runs. */
export type SaveFormProps<Body> = {
  saving: boolean;
  onSave: (body: Body) => void;
  onCancel: () => void;
};
