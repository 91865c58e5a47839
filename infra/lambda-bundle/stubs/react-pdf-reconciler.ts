// @react-pdf/renderer builds its document tree with React's reconciler (about 100 KB bundled, and a good part
// of a cold render's start). A report is drawn once from its data: its components are plain functions of
// their props (no state, effects or context), so one pass over the element tree, calling the renderer's own
// host functions in the order React calls them (a node's children made and appended before the node is),
// builds the same tree. Anything else React would have to run is refused with an error, not drawn wrong.

/** The host functions @react-pdf/renderer hands its reconciler (only the ones a first mount calls). */
export interface PdfHostConfig<Instance, Container> {
  createInstance(type: string, props: Record<string, unknown>): Instance;
  createTextInstance(text: string): Instance;
  appendChild(parent: Instance, child: Instance): void;
  appendChildToContainer(container: Container, child: Instance): void;
  resetAfterCommit(container: Container): void;
}

interface MountNode<Container> {
  container: Container;
  mounted: boolean;
}

interface Element {
  type: unknown;
  props: Record<string, unknown>;
}

const ELEMENT_TYPES = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);
const FRAGMENT = Symbol.for("react.fragment");

function isElement(node: object): node is Element {
  return "$$typeof" in node && ELEMENT_TYPES.has(node.$$typeof as symbol) && "props" in node;
}

function unsupported(what: string): Error {
  return new Error(`O gerador de PDF monta só componentes de função simples; recebeu ${what}.`);
}

function describeType(type: unknown): string {
  if (typeof type === "function") return `o componente ${type.name || "anônimo"}`;
  if (typeof type === "symbol") return String(type);
  return `um elemento do tipo ${typeof type}`;
}

export default function createStaticRenderer<Instance, Container>(host: PdfHostConfig<Instance, Container>) {
  /** The host instances a node stands for, in order (function components and fragments leave none of their own). */
  function hostInstances(node: unknown): Instance[] {
    if (node === null || node === undefined || typeof node === "boolean") return [];
    if (typeof node === "string") return [host.createTextInstance(node)];
    if (typeof node === "number" || typeof node === "bigint") return [host.createTextInstance(String(node))];
    if (Array.isArray(node)) return node.flatMap(hostInstances);
    if (typeof node !== "object" || !isElement(node)) throw unsupported(`um filho do tipo ${typeof node}`);
    const { type, props } = node;
    if (type === FRAGMENT) return hostInstances(props.children);
    if (typeof type === "function") {
      if ("prototype" in type && type.prototype?.isReactComponent) throw unsupported(describeType(type));
      return hostInstances((type as (props: Record<string, unknown>) => unknown)(props));
    }
    if (typeof type !== "string") throw unsupported(describeType(type));
    const children = hostInstances(props.children);
    const instance = host.createInstance(type, props);
    for (const child of children) host.appendChild(instance, child);
    return [instance];
  }

  return {
    createContainer(container: Container): MountNode<Container> {
      return { container, mounted: false };
    },
    updateContainer(element: unknown, node: MountNode<Container>, _parent: unknown, callback?: () => void): void {
      if (node.mounted) throw unsupported("uma segunda montagem do mesmo documento");
      node.mounted = true;
      for (const instance of hostInstances(element)) host.appendChildToContainer(node.container, instance);
      host.resetAfterCommit(node.container);
      callback?.();
    },
  };
}
