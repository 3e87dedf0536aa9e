/** An element of the tree satori draws: what React.createElement would make. */
export interface ShareImageNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: ShareImageChild | ShareImageChild[];
    [attribute: string]: unknown;
  };
}

export type ShareImageChild = ShareImageNode | string;

/** An element with its style, attributes and children. */
export const h = (
  type: string,
  props: ShareImageNode['props'],
  ...children: ShareImageChild[]
): ShareImageNode => ({
  type,
  props: children.length > 0 ? { ...props, children } : props,
});
