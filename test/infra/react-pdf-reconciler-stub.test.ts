import createReactRenderer from "@react-pdf/reconciler";
import { Component, createContext, createElement, Fragment, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import createStaticRenderer, { type PdfHostConfig } from "../../infra/lambda-bundle/stubs/react-pdf-reconciler";

interface Node {
  type: string;
  props?: Record<string, unknown>;
  value?: string;
  children: Node[];
}

/** A host that records its calls and builds plain nodes, as @react-pdf/renderer's does. */
function recordingHost() {
  const calls: string[] = [];
  const container: { document: Node | null } = { document: null };
  const host: PdfHostConfig<Node, typeof container> = {
    createInstance: (type, { children: _children, ...props }) => {
      calls.push(`create ${type}`);
      return { type, props, children: [] };
    },
    createTextInstance: (text) => {
      calls.push(`text ${text}`);
      return { type: "TEXT_INSTANCE", value: text, children: [] };
    },
    appendChild: (parent, child) => {
      calls.push(`append ${child.value ?? child.type} to ${parent.type}`);
      parent.children.push(child);
    },
    appendChildToContainer: (target, child) => {
      calls.push(`mount ${child.type}`);
      target.document = child;
    },
    resetAfterCommit: () => calls.push("commit"),
  };
  return { calls, container, host };
}

/** Calls a first mount never makes (updates and removals): the real reconciler is handed them too. */
const notOnFirstMount = () => {
  throw new Error("not on a first mount");
};

function mount(element: unknown, create: typeof createStaticRenderer = createStaticRenderer) {
  const { calls, container, host } = recordingHost();
  const renderer = create({
    ...host,
    commitTextUpdate: notOnFirstMount,
    commitUpdate: notOnFirstMount,
    insertBefore: notOnFirstMount,
    removeChild: notOnFirstMount,
    removeChildFromContainer: notOnFirstMount,
  } as PdfHostConfig<Node, typeof container>);
  const root = renderer.createContainer(container);
  let called = false;
  renderer.updateContainer(element, root, null, () => {
    called = true;
  });
  return { calls, document: container.document, called, again: () => renderer.updateContainer(element, root, null) };
}

const Row = ({ label, amount }: { label: string; amount: number }) =>
  createElement("VIEW", { style: { flexDirection: "row" } }, createElement("TEXT", null, label), createElement("TEXT", null, amount));

describe("the one-pass document tree of the report bundle", () => {
  it("builds the host tree through function components, fragments and arrays, leaving out null, undefined and booleans", () => {
    const rows = [createElement(Row, { key: "a", label: "ARROZ", amount: 2 }), createElement(Row, { key: "b", label: "FEIJÃO", amount: 3 })];
    const element = createElement(
      "DOCUMENT",
      { title: "Pedido" },
      createElement("PAGE", { size: "A4" }, createElement(Fragment, null, null, false, rows, undefined), true, createElement("TEXT", null, "TOTAL: ", 5n)),
    );
    const { document, called, calls } = mount(element);
    expect(document).toEqual({
      type: "DOCUMENT",
      props: { title: "Pedido" },
      children: [
        {
          type: "PAGE",
          props: { size: "A4" },
          children: [
            { type: "VIEW", props: { style: { flexDirection: "row" } }, children: [textOf("ARROZ"), textOf("2")] },
            { type: "VIEW", props: { style: { flexDirection: "row" } }, children: [textOf("FEIJÃO"), textOf("3")] },
            textOf("TOTAL: ", "5"),
          ],
        },
      ],
    });
    expect(called).toBe(true);
    // React's reconciler (the one the bundle leaves out) makes the same calls in the same order: children made and
    // appended before their parent exists, the document mounted last, then the commit.
    const withReact = mount(element, createReactRenderer);
    expect(withReact.document).toEqual(document);
    expect(calls).toEqual(withReact.calls);
    expect(calls.slice(0, 3)).toEqual(["text ARROZ", "create TEXT", "append ARROZ to TEXT"]);
    expect(calls.slice(-3)).toEqual(["append PAGE to DOCUMENT", "mount DOCUMENT", "commit"]);
  });

  it("refuses what only React's reconciler can run: classes, hooks, context, a second mount", () => {
    class Legacy extends Component {
      override render() {
        return null;
      }
    }
    const WithState = () => {
      useState(0);
      return null;
    };
    const Context = createContext("x");
    expect(() => mount(createElement(Legacy))).toThrow(/componentes de função simples/);
    // React itself refuses a hook called outside its reconciler (its development build also says so on the console).
    const reactWarning = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => mount(createElement(WithState))).toThrow();
    reactWarning.mockRestore();
    expect(() => mount(createElement(Context.Provider, { value: "y" }))).toThrow(/componentes de função simples/);
    expect(() => mount(createElement("DOCUMENT")).again()).toThrow(/segunda montagem/);
  });
});

/** A <Text> with its strings. */
function textOf(...values: string[]): Node {
  return { type: "TEXT", props: {}, children: values.map((value) => ({ type: "TEXT_INSTANCE", value, children: [] })) };
}
