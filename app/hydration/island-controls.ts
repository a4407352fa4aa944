import { elementAtPath, elementPath } from "./element-path";

// What a visitor has done to a served island before React renders it anew (components/island.tsx):
// the values typed and boxes ticked, the focus and the caret. The rendered markup is the served
// markup, so elements are found again by their position.

type ControlState = { value: string; checked: boolean };

export type IslandSnapshot = {
  controls: ControlState[];
  focusedPath: number[] | null;
  selection: [number, number] | null;
};

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = "input, select, textarea";

function textSelection(element: Element | null): [number, number] | null {
  // Only text-like fields have a caret; email and number fields throw when asked.
  try {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const { selectionStart, selectionEnd } = element;
      if (selectionStart !== null && selectionEnd !== null) return [selectionStart, selectionEnd];
    }
  } catch {
    // No selection API for this field type.
  }
  return null;
}

export function captureIsland(root: HTMLElement): IslandSnapshot {
  const focused = document.activeElement;
  const focusedPath = elementPath(root, focused);
  return {
    controls: [...root.querySelectorAll<FormControl>(CONTROLS)].map((control) => ({
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    })),
    focusedPath,
    selection: focusedPath ? textSelection(focused) : null,
  };
}

export function restoreIsland(root: HTMLElement, snapshot: IslandSnapshot) {
  const controls = [...root.querySelectorAll<FormControl>(CONTROLS)];
  // Different markup (new data arrived meanwhile): nothing can be matched safely.
  if (controls.length !== snapshot.controls.length) return;
  controls.forEach((control, index) => {
    const { value, checked } = snapshot.controls[index]!;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) control.checked = checked;
    else if (!(control instanceof HTMLInputElement && control.type === "hidden")) control.value = value;
  });
  if (!snapshot.focusedPath) return;
  const focused = elementAtPath(root, snapshot.focusedPath);
  if (!(focused instanceof HTMLElement)) return;
  focused.focus({ preventScroll: true });
  if (snapshot.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(...snapshot.selection);
    } catch {
      // Not a text field.
    }
  }
}
