<?php
/**
 * Installs WordPress from the command line (scripts/wordpress/setup.sh sets HTTP_HOST,
 * WORDPRESS_CONFIG and PORTAL_ORIGIN): the site, the Twenty Twenty-Three theme, the plugin
 * activated and pointed at the portal, and an Author who writes the journey's post.
 * Prints one JSON line with the accounts.
 */
$_SERVER['HTTP_HOST']        = getenv( 'HTTP_HOST' );
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'WORDPRESS_CONFIG' );
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_PROTOCOL']  = 'HTTP/1.1';
define( 'WP_INSTALLING', true );

// No e-mail to the new site's administrator (no MTA here, and nobody to read it).
function wp_new_blog_notification() {}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$admin_password  = 'Admin-e2e-2026!';
$author_password = 'Autora-e2e-2026!';
$installed       = wp_install( 'Energía Ejemplo', 'admin', 'admin@example.com', false, '', wp_slash( $admin_password ), 'es_ES' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() . "\n" );
	exit( 1 );
}
switch_theme( 'twentytwentythree' );

$activated = activate_plugin( 'oficina-virtual/oficina-virtual.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'plugin: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'oficina_virtual_settings', array( 'portal_origin' => getenv( 'PORTAL_ORIGIN' ), 'language' => 'es-ES', 'theme' => array() ) );

$author = wp_insert_user(
	array(
		'user_login' => 'autora',
		'user_pass'  => $author_password,
		'user_email' => 'autora@example.com',
		'role'       => 'author',
	)
);
if ( is_wp_error( $author ) ) {
	fwrite( STDERR, 'author: ' . $author->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode( array( 'admin' => 'admin', 'author' => 'autora' ) ) . "\n";
