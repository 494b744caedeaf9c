export { cloneDeep as default } from './clone';
