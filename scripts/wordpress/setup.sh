#!/usr/bin/env bash
# A fresh WordPress from Debian's packages for e2e/wordpress.spec.ts: a new MariaDB database,
# WordPress installed without a browser, the plugin from its zip activated, an Author, and an
# Apache config with two sites on one WordPress:
#   http://127.0.0.1:$WP_PORT        the portal on another origin (EMBED_ORIGINS must list it)
#   http://127.0.0.1:$WP_PROXY_PORT  /embed/, /ov/ and /token proxied to the portal (mod_proxy)
# It does not start Apache: `apache2 -f .data/wordpress/apache2.conf -DFOREGROUND` does.
# Exit 3 with a "skip:" line when WordPress, Apache, PHP or MariaDB is missing.
#
# Environment: PORTAL_ORIGIN (http://127.0.0.1:8090), WP_PORT (8100), WP_PROXY_PORT (8101),
# WP_DB (ov_wordpress_e2e), MYSQL_HOST (127.0.0.1), MYSQL_USER (root), MYSQL_PASSWORD ('').
set -euo pipefail
cd "$(dirname "$0")/../.."

PORTAL_ORIGIN="${PORTAL_ORIGIN:-http://127.0.0.1:8090}"
WP_PORT="${WP_PORT:-8100}"
WP_PROXY_PORT="${WP_PROXY_PORT:-8101}"
WP_DB="${WP_DB:-ov_wordpress_e2e}"
MYSQL_HOST="${MYSQL_HOST:-127.0.0.1}"
MYSQL_USER="${MYSQL_USER:-root}"
MYSQL_PASSWORD="${MYSQL_PASSWORD:-}"
WP_ROOT=/usr/share/wordpress
WP_CONTENT=/var/lib/wordpress/wp-content
# Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php (Apache's SetEnv).
CONFIG_NAME=ov-e2e
STATE="$PWD/.data/wordpress"

skip() {
  echo "skip: $1" >&2
  exit 3
}
[ "$(id -u)" = 0 ] || skip "needs root (it writes /etc/wordpress/config-$CONFIG_NAME.php, and Apache switches to www-data)"
[ -f "$WP_ROOT/wp-load.php" ] || skip "WordPress is not installed (apt-get install wordpress)"
[ -x /usr/sbin/apache2 ] || skip "Apache is not installed (apt-get install apache2)"
PHP_MODULE="$(ls /usr/lib/apache2/modules/libphp*.so 2>/dev/null | head -n 1)"
[ -n "$PHP_MODULE" ] || skip "Apache's PHP module is missing (apt-get install libapache2-mod-php)"
PHP="$(command -v php || ls /usr/bin/php[0-9]* 2>/dev/null | head -n 1 || true)"
[ -n "$PHP" ] || skip "no PHP command line (php-cli)"
"$PHP" -r 'exit(extension_loaded("mysqli") ? 0 : 1);' || skip "PHP has no mysqli (apt-get install php-mysql)"
command -v mysql >/dev/null || skip "no MariaDB client"
MYSQL=(mysql -h "$MYSQL_HOST" -u "$MYSQL_USER")
[ -n "$MYSQL_PASSWORD" ] && MYSQL+=("-p$MYSQL_PASSWORD")
"${MYSQL[@]}" -e 'select 1' >/dev/null 2>&1 || skip "MariaDB does not answer on $MYSQL_HOST as $MYSQL_USER"

# A clean state every run: database, plugin, uploads, config.
"${MYSQL[@]}" -e "drop database if exists \`$WP_DB\`; create database \`$WP_DB\` character set utf8mb4 collate utf8mb4_unicode_ci"
rm -rf "$STATE" "$WP_CONTENT/plugins/oficina-virtual"
mkdir -p "$STATE"

salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
cat > "/etc/wordpress/config-$CONFIG_NAME.php" <<PHP
<?php
// Written by scripts/wordpress/setup.sh for the e2e journey; safe to delete.
define( 'DB_NAME', '$WP_DB' );
define( 'DB_USER', '$MYSQL_USER' );
define( 'DB_PASSWORD', '$MYSQL_PASSWORD' );
define( 'DB_HOST', '$MYSQL_HOST' );
// One WordPress behind two sites (ports): its address is the one asked for.
define( 'WP_HOME', 'http://' . \$_SERVER['HTTP_HOST'] );
define( 'WP_SITEURL', 'http://' . \$_SERVER['HTTP_HOST'] );
// Offline and quiet: no calls to wordpress.org, no cron requests, no updates.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
PHP
chmod 644 "/etc/wordpress/config-$CONFIG_NAME.php"

# The plugin as an administrator installs it: from the zip the build writes.
node scripts/wordpress/package.mjs >/dev/null
if command -v unzip >/dev/null; then
  unzip -q dist/oficina-virtual-wordpress.zip -d "$WP_CONTENT/plugins"
else
  cp -r integrations/wordpress/oficina-virtual "$WP_CONTENT/plugins/"
fi
chown -R www-data:www-data "$WP_CONTENT/plugins/oficina-virtual" 2>/dev/null || true

HTTP_HOST="127.0.0.1:$WP_PORT" WORDPRESS_CONFIG="$CONFIG_NAME" PORTAL_ORIGIN="$PORTAL_ORIGIN" \
  "$PHP" scripts/wordpress/install.php

cat > "$STATE/apache2.conf" <<CONF
# Written by scripts/wordpress/setup.sh: a private Apache on two ports, nothing of /etc/apache2.
ServerRoot /etc/apache2
ServerName 127.0.0.1
PidFile $STATE/apache2.pid
ErrorLog $STATE/error.log
LogLevel warn
User www-data
Group www-data
Listen 127.0.0.1:$WP_PORT
Listen 127.0.0.1:$WP_PROXY_PORT
LoadModule mpm_prefork_module /usr/lib/apache2/modules/mod_mpm_prefork.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule dir_module /usr/lib/apache2/modules/mod_dir.so
LoadModule mime_module /usr/lib/apache2/modules/mod_mime.so
LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so
LoadModule env_module /usr/lib/apache2/modules/mod_env.so
LoadModule proxy_module /usr/lib/apache2/modules/mod_proxy.so
LoadModule proxy_http_module /usr/lib/apache2/modules/mod_proxy_http.so
LoadModule php_module $PHP_MODULE
StartServers 2
MinSpareServers 2
MaxSpareServers 4
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
<FilesMatch "\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
SetEnv WORDPRESS_CONFIG $CONFIG_NAME
DocumentRoot $WP_ROOT
Alias /wp-content $WP_CONTENT
<Directory />
  Require all denied
  AllowOverride None
</Directory>
<Directory $WP_ROOT>
  Options FollowSymLinks
  Require all granted
</Directory>
<Directory $WP_CONTENT>
  Options FollowSymLinks
  Require all granted
</Directory>
<Directory $WP_ROOT/wp-content/themes>
  Require all granted
</Directory>

# The portal on another origin: nothing to add here, the portal's EMBED_ORIGINS allows us.
<VirtualHost 127.0.0.1:$WP_PORT>
</VirtualHost>

# The portal behind this site: the same lines as the README's reverse-proxy snippet.
<VirtualHost 127.0.0.1:$WP_PROXY_PORT>
  ProxyPass        /embed/ $PORTAL_ORIGIN/embed/
  ProxyPassReverse /embed/ $PORTAL_ORIGIN/embed/
  ProxyPass        /ov/    $PORTAL_ORIGIN/ov/
  ProxyPassReverse /ov/    $PORTAL_ORIGIN/ov/
  ProxyPass        /token  $PORTAL_ORIGIN/token
  ProxyPassReverse /token  $PORTAL_ORIGIN/token
</VirtualHost>
CONF
/usr/sbin/apache2 -t -f "$STATE/apache2.conf" 2>&1 | grep -v "Syntax OK" || true
echo "wordpress: ready (apache2 -f $STATE/apache2.conf -DFOREGROUND)"
