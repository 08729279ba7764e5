// Stylesheets are side-effect imports handled by the shared webpack config.
declare module '*.css';
