// orange theme images: the plain art in this theme's palette, without seasonal extras.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { plainArt } from '../art/plain';

const theme = themeByKey('orange');

export default composeThemeAssets(theme, plainArt(theme));
