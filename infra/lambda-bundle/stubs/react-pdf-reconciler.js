// @react-pdf/reconciler carries one reconciler per React line (18, 19.0-19.1, 19.2+) and picks one at
// run time; this product is on React 19.2+, so the bundle takes that one only (about 160 KB less).
import React from "react";
import createRenderer from "../../../node_modules/@react-pdf/reconciler/lib/reconciler-33.js";

const [major, minor] = React.version.split(".").map(Number);
if (major < 19 || (major === 19 && minor < 2)) throw new Error(`React ${React.version}: o gerador de PDF espera React 19.2 ou mais novo.`);

export default createRenderer;
