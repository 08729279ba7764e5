// Stylesheets are side-effect imports handled by the shared webpack config; each app's tsconfig includes this file.
declare module '*.css';
