import { ElementWrapper } from "@cloudscape-design/components/test-utils/selectors";

/** Cloudscape's test-utils selectors from the page body. */
export const ui = new ElementWrapper("body");
