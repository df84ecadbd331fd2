// bottleneck ships types for its main entry only; light.js (what plugin-throttling bundles) has the same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
