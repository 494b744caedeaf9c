// Formik's FieldArray (a class with its array helpers, ~1.4 KB gzipped), which the portal never uses,
// stays in the bundle only because formik sets its defaultProps in a statement of its own, which a
// tree-shaker must keep. This moves that assignment into the pure expression that builds FieldArray,
// so the class leaves the bundle when nothing imports it and is exactly as before when something does
// (issue 34: the root path's form). A formik whose code no longer reads so stops the build.
const FILE = /\/node_modules\/formik\/dist\/formik\.esm\.js$/;
const STATEMENTS = `FieldArrayInner.defaultProps = {
  validateOnChange: true
};
var FieldArray = /*#__PURE__*/connect(FieldArrayInner);`;
const EXPRESSION = `var FieldArray = /*#__PURE__*/connect(/*#__PURE__*/Object.assign(FieldArrayInner, {
  defaultProps: { validateOnChange: true }
}));`;

/** @returns {import('vite').Plugin} */
export function formikPureFieldArray() {
  return {
    name: 'local:formik-pure-field-array',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0].replaceAll('\\', '/'))) return undefined;
      if (!code.includes(STATEMENTS))
        throw new Error("formik's FieldArray is no longer written as scripts/build/vite-formik-pure.mjs expects");
      return { code: code.replace(STATEMENTS, EXPRESSION), map: null };
    },
  };
}
