// VitePress's default theme, with the colour fixes of custom.css.
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
