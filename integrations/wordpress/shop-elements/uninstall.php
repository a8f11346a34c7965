<?php
/** Removes the plugin's settings when the plugin is deleted in Plugins. */
defined('WP_UNINSTALL_PLUGIN') || exit;
delete_option('shop_elements');
